#!/usr/bin/env bash
# The shell logic of the archlint GitHub Action (action.yml), kept here so that it can be run and tested
# anywhere:
#
#   Scripts/github-action.sh install PREFIX   builds archlint into PREFIX/bin unless it is already there
#                                             (a restored cache); prints the binary's path
#   Scripts/github-action.sh check            runs `archlint check --format github` with a SARIF report
#
# `check` reads its inputs from the environment:
#   ARCHLINT        the archlint binary (required)
#   ARCHLINT_PATHS  paths to check, separated by spaces (default: .)
#   ARCHLINT_CONFIG policy file (default: the nearest rules.json / .archlint.json, see the README)
#   ARCHLINT_SARIF  where the SARIF report goes (default: archlint.sarif)
#   ARCHLINT_HELP_BASE_URI  the rules document the SARIF help links point into (optional)
#   ARCHLINT_ARGS   more options for `archlint check`, separated by spaces (optional)
#   GITHUB_OUTPUT   when set, `exit-code=<n>` and `sarif=<path>` are appended to it
# It exits with archlint's exit code: 0 clean, 1 violations, 2 usage, configuration or I/O error.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)

install_archlint() {
    local prefix=${1:?usage: github-action.sh install PREFIX}
    if [ -x "$prefix/bin/archlint" ]; then
        echo "archlint: using the cached $("$prefix/bin/archlint" --version)" >&2
    else
        make -C "$here" install PREFIX="$prefix" >&2
    fi
    echo "$prefix/bin/archlint"
}

run_check() {
    local archlint=${ARCHLINT:?ARCHLINT must name the archlint binary}
    local sarif=${ARCHLINT_SARIF:-archlint.sarif}
    local -a arguments=(check --format github --report "sarif:$sarif")
    if [ -n "${ARCHLINT_CONFIG:-}" ]; then arguments+=(--config "$ARCHLINT_CONFIG"); fi
    if [ -n "${ARCHLINT_HELP_BASE_URI:-}" ]; then arguments+=(--help-base-uri "$ARCHLINT_HELP_BASE_URI"); fi
    local -a extra=() paths=()
    read -r -a extra <<<"${ARCHLINT_ARGS:-}"
    read -r -a paths <<<"${ARCHLINT_PATHS:-.}"
    arguments+=(${extra[@]+"${extra[@]}"} -- "${paths[@]}")
    local status=0
    "$archlint" "${arguments[@]}" || status=$?
    if [ -n "${GITHUB_OUTPUT:-}" ]; then
        {
            echo "exit-code=$status"
            echo "sarif=$sarif"
        } >>"$GITHUB_OUTPUT"
    fi
    return "$status"
}

case "${1:-}" in
install) install_archlint "${2:-}" ;;
check) run_check ;;
*)
    echo "usage: github-action.sh install PREFIX | check" >&2
    exit 2
    ;;
esac
