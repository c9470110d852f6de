import discovery from './discovery';
import report from './report';

export default { discovery, report };
