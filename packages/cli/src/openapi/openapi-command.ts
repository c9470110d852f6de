import type { Command } from 'commander';
import { addConnectionOptions, targetOf, validateConnection, type ConnectionOptions } from '../connection';
import { BUILD_WAIT_MS, getJson } from '../discovery';
import { EXIT } from '../exit-codes';
import { print } from '../redact';
import { writeTextFile } from '../text-file';

/** The options of `route-discovery openapi`. */
interface OpenApiOptions extends ConnectionOptions {
  output?: string;
}

/**
 * Adds `route-discovery openapi` (docs/ci.md, "An OpenAPI document for API testers"): reads
 * `v1/openapi`, the OpenAPI 3.1 document of the content API as discovered, and writes it to
 * `--output` (or stdout) for schemathesis, ZAP and other tools, waiting while the server first
 * builds it (up to `BUILD_WAIT_MS`). Exit code 0, or 2 when it cannot run
 * (a server without `v1/openapi` answers 404: update the plugin).
 */
export function addOpenApiCommand(program: Command): void {
  addConnectionOptions(
    program
      .command('openapi')
      .description(
        'write the OpenAPI 3.1 document of the content API, with examples from published documents',
      ),
  )
    .option('--output <file>', 'write to FILE instead of stdout')
    .addHelpText(
      'after',
      '\nExit codes:\n  0  the document was written\n  2  could not run: bad arguments, discovery API unreachable, or 401/403/404/500 from it',
    )
    .action(async (raw: OpenApiOptions) => {
      const options = validateConnection(raw);
      const document = await getJson<Record<string, unknown>>(
        targetOf(options),
        'openapi',
        false,
        BUILD_WAIT_MS,
      );
      const text = `${JSON.stringify(document, null, 2)}\n`;
      if (options.output) {
        writeTextFile(options.output, text);
        const paths = Object.keys((document?.paths as object | undefined) ?? {}).length;
        print(process.stderr, `route-discovery openapi: ${paths} paths written to ${options.output}\n`);
      } else print(process.stdout, text);
      process.exitCode = EXIT.passed;
    });
}
