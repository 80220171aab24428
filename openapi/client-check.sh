#!/usr/bin/env bash
# Checks that openapi.json serves clients: @redocly/cli lints it, and
# openapi-typescript generates a TypeScript client's types from it that
# tsc --strict compiles together with a file using every operation by its
# operationId, the required fields of the answers (typed as always there)
# and the two shapes of a card and of provoke. .ci/run runs it; it needs
# node and npx, and fetches the pinned versions below from npm.
set -euo pipefail
cd "$(dirname "$0")"

# As with Chromium for the web form: without node the check is skipped,
# except under CI=true, where it fails.
if ! command -v npx >/dev/null 2>&1; then
  if [[ "${CI:-}" == "true" ]]; then
    echo "client-check: npx (node) is needed under CI" >&2
    exit 1
  fi
  echo "client-check: skipped, no npx (node) here" >&2
  exit 0
fi

redocly="@redocly/cli@2.77.0"
openapi_typescript="openapi-typescript@7.13.0"
typescript="typescript@5.9.3" # openapi-typescript 7 asks for TypeScript 5

npx --yes "$redocly" lint openapi.json

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
npx --yes "$openapi_typescript" openapi.json --output "$work/api.ts"

# One line per operation, so that an operation the generated client lacks
# fails to compile.
node - openapi.json >"$work/operations.ts" <<'JS'
const doc = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));
const lines = ['import type { operations, paths } from "./api";', "export type All = ["];
let n = 0;
for (const [path, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (!op.operationId) throw new Error(`${method} ${path} has no operationId`);
    lines.push(`  operations[${JSON.stringify(op.operationId)}],`);
    lines.push(`  paths[${JSON.stringify(path)}][${JSON.stringify(method)}],`);
    n++;
  }
}
lines.push("];");
if (n < 10) throw new Error(`only ${n} operations in the document`);
console.log(lines.join("\n"));
console.error(`client-check: ${n} operations`);
JS

cat >"$work/use.ts" <<'TS'
import type { components, operations } from "./api";

type JSONAnswer<Op> = Op extends { responses: { 200: { content: { "application/json": infer B } } } } ? B : never;
type ProblemAnswer<Op, S extends number> = Op extends { responses: { [K in S]: { content: { "application/problem+json": infer B } } } } ? B : never;

// The answers' fields are required: each is read without a check.
declare const check: JSONAnswer<operations["checkAttacks"]>;
const verdict: "legal" | "illegal" | "indeterminate" = check.verdict;
const decision: string = check.decision_id;
const firstRule: string | undefined = check.violations[0]?.rule;
declare const resolved: JSONAnswer<operations["resolveDamage"]>;
const dealt: number = resolved.dealt.length + resolved.state_based.length;
declare const problem: ProblemAnswer<operations["checkBlocks"], 422>;
const pointer: string | undefined = problem.errors[0]?.pointer;
const status: number = problem.status;

// A request gives only what it needs; a card is a name or an object, and
// provoke one id or a list.
type Permanent = components["schemas"]["Permanent"];
const byName: Permanent = { id: "angel", controller: "alice", card: "Serra Angel" };
const byObject: Permanent = { id: "angel", controller: "alice", card: { name: "Serra Angel" } };
type Attacker = components["schemas"]["Attacker"];
const one: Attacker = { creature: "goblin", provoke: "wall" };
const two: Attacker = { creature: "goblin", provoke: ["wall", "bear"] };
const request: operations["checkAttacks"]["requestBody"]["content"]["application/json"] = {
  board: { active_player: "alice", players: [{ id: "alice" }, { id: "bob" }], permanents: [byName, byObject] },
  attackers: [one, two],
};

export { verdict, decision, firstRule, dealt, pointer, status, request };
TS

npx --yes -p "$typescript" tsc --noEmit --strict --target es2020 --module es2020 --moduleResolution bundler \
  "$work/api.ts" "$work/operations.ts" "$work/use.ts"
echo "client-check: the TypeScript client compiles"
