import discovery from './discovery';
import report from './report';
import runs from './runs';

export default { discovery, report, runs };
