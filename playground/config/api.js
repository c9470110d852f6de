module.exports = ({ env }) => ({
  rest: {
    prefix: env('API_REST_PREFIX', '/api'),
    defaultLimit: 25,
    maxLimit: 100,
  },
});
