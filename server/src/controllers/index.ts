import contentLinks from './content-links';
import discovery from './discovery';
import graphql from './graphql';
import integrity from './integrity';
import report from './report';
import runs from './runs';

export default { discovery, graphql, report, runs, 'content-links': contentLinks, integrity };
