import contentLinks from './content-links';
import discovery from './discovery';
import report from './report';

export default { discovery, report, 'content-links': contentLinks };
