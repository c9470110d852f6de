import contentLinks from './content-links';
import discovery from './discovery';
import graphql from './graphql';
import report from './report';
import runs from './runs';
import summary from './summary';

export default { discovery, graphql, report, runs, 'content-links': contentLinks, summary };
