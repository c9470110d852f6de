import discovery from './discovery';

export default { discovery };
