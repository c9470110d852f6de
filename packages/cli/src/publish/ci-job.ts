import type { RunSummaryInput } from '@route-discovery/contract';

/** Where a run happened, as the run summary carries it (`ci` of `POST v1/runs`). */
export type CiJob = NonNullable<RunSummaryInput['ci']>;

type Env = Readonly<Record<string, string | undefined>>;

/** One CI provider: whether its variables are set, and the job's web page and commit from them. */
interface CiProvider {
  name: string;
  detect(env: Env): { jobUrl: string | null; commit: string | null } | null;
}

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The providers whose standard variables name the job's web page, each as its documentation
 * lists them. First match wins; `ROUTE_DISCOVERY_CI_JOB_URL` overrides them all.
 */
const PROVIDERS: CiProvider[] = [
  {
    // docs.github.com/en/actions/reference/variables-reference
    name: 'github-actions',
    detect: (env) =>
      set(env.GITHUB_SERVER_URL) && set(env.GITHUB_REPOSITORY) && set(env.GITHUB_RUN_ID)
        ? {
            jobUrl:
              `${env.GITHUB_SERVER_URL.replace(/\/+$/, '')}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` +
              (set(env.GITHUB_RUN_ATTEMPT) ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : ''),
            commit: env.GITHUB_SHA ?? null,
          }
        : null,
  },
  {
    // docs.gitlab.com/ci/variables/predefined_variables
    name: 'gitlab-ci',
    detect: (env) =>
      set(env.CI_JOB_URL) ? { jobUrl: env.CI_JOB_URL, commit: env.CI_COMMIT_SHA ?? null } : null,
  },
  {
    // circleci.com/docs/reference/variables
    name: 'circleci',
    detect: (env) =>
      set(env.CIRCLE_BUILD_URL) ? { jobUrl: env.CIRCLE_BUILD_URL, commit: env.CIRCLE_SHA1 ?? null } : null,
  },
  {
    // learn.microsoft.com/azure/devops/pipelines/build/variables
    name: 'azure-pipelines',
    detect: (env) =>
      set(env.SYSTEM_COLLECTIONURI) && set(env.SYSTEM_TEAMPROJECT) && set(env.BUILD_BUILDID)
        ? {
            jobUrl: `${env.SYSTEM_COLLECTIONURI.replace(/\/*$/, '/')}${encodeURIComponent(env.SYSTEM_TEAMPROJECT)}/_build/results?buildId=${encodeURIComponent(env.BUILD_BUILDID)}`,
            commit: env.BUILD_SOURCEVERSION ?? null,
          }
        : null,
  },
  {
    // support.atlassian.com/bitbucket-cloud/docs/variables-and-secrets
    name: 'bitbucket-pipelines',
    detect: (env) =>
      set(env.BITBUCKET_GIT_HTTP_ORIGIN) && set(env.BITBUCKET_BUILD_NUMBER)
        ? {
            jobUrl: `${env.BITBUCKET_GIT_HTTP_ORIGIN.replace(/\/+$/, '')}/pipelines/results/${env.BITBUCKET_BUILD_NUMBER}`,
            commit: env.BITBUCKET_COMMIT ?? null,
          }
        : null,
  },
  {
    // buildkite.com/docs/pipelines/configure/environment-variables
    name: 'buildkite',
    detect: (env) =>
      set(env.BUILDKITE_BUILD_URL)
        ? {
            jobUrl: env.BUILDKITE_BUILD_URL + (set(env.BUILDKITE_JOB_ID) ? `#${env.BUILDKITE_JOB_ID}` : ''),
            commit: env.BUILDKITE_COMMIT ?? null,
          }
        : null,
  },
  {
    // docs.travis-ci.com/user/environment-variables
    name: 'travis-ci',
    detect: (env) =>
      set(env.TRAVIS_JOB_WEB_URL)
        ? { jobUrl: env.TRAVIS_JOB_WEB_URL, commit: env.TRAVIS_COMMIT ?? null }
        : null,
  },
  {
    // www.jenkins.io/doc/book/pipeline/jenkinsfile (env vars: BUILD_URL, GIT_COMMIT from the Git plugin)
    name: 'jenkins',
    detect: (env) =>
      set(env.JENKINS_URL) && set(env.BUILD_URL)
        ? { jobUrl: env.BUILD_URL, commit: env.GIT_COMMIT ?? null }
        : null,
  },
];

/** `value` when it is an absolute http(s) URL without user info, else null (never a `javascript:` link). */
export function httpUrlOrNull(value: string | null): string | null {
  if (value === null) return null;
  try {
    const url = new URL(value);
    if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return null;
    return url.href.length <= 2048 ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The CI job this run belongs to, read from the environment: `ROUTE_DISCOVERY_CI_JOB_URL` first,
 * then the first provider of `PROVIDERS` whose variables are set, then `CI=true` (a CI without a
 * known job URL); null on a developer's machine. A job URL that is not http(s) becomes null.
 */
export function detectCiJob(env: Env = process.env): CiJob | null {
  if (set(env.ROUTE_DISCOVERY_CI_JOB_URL)) {
    return { provider: 'custom', job_url: httpUrlOrNull(env.ROUTE_DISCOVERY_CI_JOB_URL), commit: null };
  }
  for (const provider of PROVIDERS) {
    const found = provider.detect(env);
    if (found) {
      const commit = found.commit?.trim().slice(0, 80) || null;
      return { provider: provider.name, job_url: httpUrlOrNull(found.jobUrl), commit };
    }
  }
  return set(env.CI) && !['false', '0'].includes(env.CI.toLowerCase())
    ? { provider: 'ci', job_url: null, commit: null }
    : null;
}
