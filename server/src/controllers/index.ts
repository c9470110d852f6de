import contentLinks from './content-links';
import discovery from './discovery';
import exportUrl from './export-url';
import files from './files';
import graphql from './graphql';
import integrity from './integrity';
import movedUrls from './moved-urls';
import monitor from './monitor';
import monitorSchedule from './monitor-schedule';
import openapi from './openapi';
import referenceIndex from './reference-index';
import references from './references';
import report from './report';
import runs from './runs';
import summary from './summary';
import usedIn from './used-in';

export default {
  discovery,
  files,
  graphql,
  integrity,
  monitor,
  openapi,
  references,
  report,
  runs,
  summary,
  'content-links': contentLinks,
  'export-url': exportUrl,
  'moved-urls': movedUrls,
  'monitor-schedule': monitorSchedule,
  'reference-index': referenceIndex,
  'used-in': usedIn,
};
