import contentLinks from './content-links';
import discovery from './discovery';
import graphql from './graphql';
import openapi from './openapi';
import report from './report';
import runs from './runs';

export default { discovery, graphql, openapi, report, runs, 'content-links': contentLinks };
