import apiAccess from './api-access';

export default { 'api-access': apiAccess };
