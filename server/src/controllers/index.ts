import contentLinks from './content-links';
import discovery from './discovery';
import exportUrl from './export-url';
import graphql from './graphql';
import report from './report';
import runs from './runs';

export default { discovery, graphql, report, runs, 'content-links': contentLinks, 'export-url': exportUrl };
