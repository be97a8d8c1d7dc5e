#!/usr/bin/env bash
# Proves that `pnpm check` cannot pass from a warm turbo cache when the contract breaks its dependants.
#   1. `pnpm check` on the tree as it is (fills the cache; must pass),
#   2. a breaking rename in packages/contract/src/lawyers.ts (`hourlyRate` -> `hourlyRateCad`),
#   3. `pnpm check` again, which must FAIL with type errors in the packages that read the field,
#   4. the file restored whatever happens (trap), and a last warm `pnpm check` that passes again.
# Run by hand from the repository root: `bash scripts/prove-check-catches-contract-break.sh` (a few
# minutes on a cold cache, well under one on a warm one). Not part of CI: it runs `pnpm check` three times.
set -uo pipefail
cd "$(dirname "$0")/.."

target=packages/contract/src/lawyers.ts
field='  hourlyRate: z.number().int().min(0),'
if ! git diff --quiet -- "$target"; then
  echo "prove-check: $target has uncommitted changes; commit or stash them first" >&2
  exit 2
fi
if ! grep -qF -- "$field" "$target"; then
  echo "prove-check: the line to rename is no longer in $target; update this script" >&2
  exit 2
fi

backup=$(mktemp)
cp "$target" "$backup"
restore() { cp "$backup" "$target" && rm -f "$backup"; }
trap restore EXIT

log=$(mktemp)
echo '== 1/3 pnpm check on the unchanged tree (warms the cache)'
if ! pnpm check >"$log" 2>&1; then
  tail -40 "$log"
  echo 'prove-check: the unchanged tree does not pass `pnpm check`; fix that first' >&2
  exit 2
fi

echo '== 2/3 pnpm check after renaming lawyerSchema.hourlyRate to hourlyRateCad'
sed -i 's/^  hourlyRate: z\.number()\.int()\.min(0),$/  hourlyRateCad: z.number().int().min(0),/' "$target"
if pnpm check >"$log" 2>&1; then
  echo 'prove-check: FAILED TO CATCH IT - `pnpm check` passed with a breaking contract change' >&2
  exit 1
fi
broken=$(grep -oE '^@cld/[a-z-]+:typecheck: [^ ]+\([0-9]+,[0-9]+\): error TS[0-9]+' "$log" || true)
if [ -z "$broken" ]; then
  tail -40 "$log"
  echo 'prove-check: `pnpm check` failed, but not with type errors from the rename' >&2
  exit 1
fi
echo "$broken" | sed 's/^/   /'
echo "   $(echo "$broken" | wc -l) type errors in: $(echo "$broken" | cut -d: -f1 | sort -u | tr '\n' ' ')"

restore
trap - EXIT
echo '== 3/3 pnpm check after restoring the contract'
if ! pnpm check >"$log" 2>&1; then
  tail -40 "$log"
  echo 'prove-check: the restored tree fails `pnpm check`' >&2
  exit 1
fi
rm -f "$log"
echo 'prove-check: OK - a breaking contract change fails a warm `pnpm check`'
