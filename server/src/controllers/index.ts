import contentLinks from './content-links';
import discovery from './discovery';
import graphql from './graphql';
import references from './references';
import report from './report';
import runs from './runs';

export default { discovery, graphql, references, report, runs, 'content-links': contentLinks };
