import contentLinks from './content-links';
import discovery from './discovery';
import graphql from './graphql';
import openapi from './openapi';
import references from './references';
import report from './report';
import runs from './runs';
import usedIn from './used-in';

export default {
  discovery,
  graphql,
  openapi,
  references,
  report,
  runs,
  'content-links': contentLinks,
  'used-in': usedIn,
};
