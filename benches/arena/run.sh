#!/bin/sh
# The arena target of issue 11: the PIMC player (default settings) against the rule player,
# 2000 duplicate deals of each game, one PIMC seat and the rest rule, on 2 threads.
# Writes benches/arena/<game>.json (the summary of `tarokk arena --json`) and <game>.log.
set -e
cd "$(dirname "$0")/../.."
for game in slovenian jokai paskievics; do
    start=$(date +%s)
    .venv/bin/python -m tarokk.cli arena "$game" --policy "${POLICY:-pimc}" --policy rule \
        --deals "${DEALS:-2000}" --seed "${SEED:-0}" --threads 2 --json \
        > "benches/arena/$game.json" 2> "benches/arena/$game.log"
    echo "$game: $(( $(date +%s) - start )) s" >> benches/arena/$game.log
done
