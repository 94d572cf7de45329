// `npm run contract:examples -- <dir>`: the answers proxy mode recorded (`--record <dir>`)
// beside the documented examples of the same operation and status: the keys one has and
// the other lacks, the types that differ, the business codes, and whether the recorded
// answer holds to the schema. What differs is where the contract may need correcting.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBundledCatalogue, type Route } from '../../mock/catalogue';
import type { RecordedOperation } from '../../mock/proxy/record';
import { responseSchema, violationsOf } from '../../mock/state/schema';

type Json = unknown;

const kindOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** The structural differences of two answers as lines: `+ /map/x` only recorded, `- /map/y` only documented, `~` type. */
export function structuralDifferences(recorded: Json, documented: Json, pointer = ''): string[] {
  const here = pointer || '/';
  if (kindOf(recorded) !== kindOf(documented)) return [`~ ${here}: ${kindOf(recorded)} recorded, ${kindOf(documented)} documented`];
  if (Array.isArray(recorded) && Array.isArray(documented)) {
    return recorded.length > 0 && documented.length > 0 ? structuralDifferences(recorded[0], documented[0], `${pointer}/0`) : [];
  }
  if (typeof recorded !== 'object' || recorded === null) return [];
  const ours = recorded as Record<string, Json>;
  const theirs = documented as Record<string, Json>;
  const lines: string[] = [];
  for (const key of Object.keys(ours)) {
    if (!(key in theirs)) lines.push(`+ ${pointer}/${key}: only in the recorded answer`);
    else lines.push(...structuralDifferences(ours[key], theirs[key], `${pointer}/${key}`));
  }
  for (const key of Object.keys(theirs)) if (!(key in ours)) lines.push(`- ${pointer}/${key}: only in the documented example`);
  if (pointer === '' && ours.appcode !== theirs.appcode)
    lines.push(`~ /appcode: "${String(ours.appcode)}" recorded, "${String(theirs.appcode)}" documented`);
  return lines;
}

function documentedExamples(route: Route, status: number): { key: string; value: Json }[] {
  const responses = [...route.prismOperation.responses, ...route.withheldResponses];
  const response = responses.find((r) => r.code === String(status));
  return (response?.contents ?? []).flatMap((content) =>
    (content.examples ?? []).flatMap((example) => ('value' in example ? [{ key: example.key, value: example.value as Json }] : [])),
  );
}

function recordedFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .sort();
}

/** The report as lines; `differing` counts the recorded answers that differ from every example or break the schema. */
export async function compareRecordedExamples(dir: string): Promise<{ lines: string[]; answers: number; differing: number }> {
  const catalogue = await loadBundledCatalogue(() => undefined);
  const lines: string[] = [];
  let answers = 0;
  let differing = 0;
  for (const file of recordedFiles(dir)) {
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as RecordedOperation;
    const found = catalogue.get(recorded.service)?.match(recorded.method, recorded.path);
    const name = `${recorded.method.toUpperCase()} ${recorded.service} ${recorded.path}`;
    if (!found || !('route' in found)) {
      lines.push(`${name}: the contract has no such operation (${file})`);
      continue;
    }
    for (const [status, bodies] of Object.entries(recorded.answers)) {
      const examples = documentedExamples(found.route, Number(status));
      const schema = responseSchema(found.route, Number(status));
      bodies.forEach((body, index) => {
        answers += 1;
        const label = `${name} ${status} #${index + 1}`;
        const broken = schema ? violationsOf(schema, body) : [`status ${status} is not documented`];
        if (examples.length === 0) {
          differing += 1;
          lines.push(`${label}: no documented example of status ${status}: a candidate to add`, ...broken.map((v) => `    schema: ${v}`));
          return;
        }
        const closest = examples
          .map((example) => ({ key: example.key, differences: structuralDifferences(body, example.value) }))
          .sort((a, b) => a.differences.length - b.differences.length)[0]!;
        if (closest.differences.length === 0 && broken.length === 0) {
          lines.push(`${label}: same shape as the example "${closest.key}"`);
          return;
        }
        differing += 1;
        lines.push(`${label}: differs from the closest example "${closest.key}"`);
        lines.push(...closest.differences.map((line) => `    ${line}`), ...broken.map((v) => `    schema: ${v}`));
      });
    }
  }
  return { lines, answers, differing };
}
