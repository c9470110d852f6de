import discovery from './discovery';
import graphql from './graphql';
import report from './report';

export default { discovery, graphql, report };
