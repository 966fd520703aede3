#!/bin/sh
# Restarts Staffroom's instances one at a time (docs/operations.md, "Several instances"): each is
# stopped gently (SIGTERM: it answers what it has, nginx sends the rest to the others) and started
# again, and the next waits until this one's GET /api/health answers 200.
#   deploy/rolling-restart.sh 3000 3001        (ports of staffroom@<port>.service)
# RESTART: the command that restarts one instance, given its port (default: systemctl restart).
# HEALTH_WAIT: seconds to wait for an instance to be healthy again (default 180).
# WARM_PATHS: pages each instance renders once, healthy, before the next one stops: a fresh
# process loads each route's code on its first request (seconds on a small machine), and with the
# next instance down it would do so under the whole load (bench/reliability: 93 of 2 383 requests
# failed while the second instance restarted). Default: the header's sections and a search.
set -euf
warm=${WARM_PATHS:-/ /post /memes /videos /podcasts /printables /giveaways /comedy-tour /faves-of-the-day /search?q=teacher}
[ "$#" -gt 0 ] || { echo "usage: $0 <port> [<port> …]" >&2; exit 2; }
wait_for=${HEALTH_WAIT:-180}
for port in "$@"; do
  echo "Restarting the instance on port $port"
  if [ -n "${RESTART:-}" ]; then sh -c "$RESTART" restart "$port"; else systemctl restart "staffroom@$port"; fi
  waited=0
  until curl -fsS -o /dev/null --max-time 5 "http://127.0.0.1:$port/api/health"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$wait_for" ]; then
      echo "The instance on port $port is not healthy after $wait_for s: stopping here; the others were not restarted." >&2
      exit 1
    fi
    sleep 1
  done
  for path in $warm; do
    curl -fsS -o /dev/null --max-time 60 "http://127.0.0.1:$port$path" ||
      echo "Port $port: $path did not answer while warming up (going on)" >&2
  done
  echo "Port $port is healthy and warm again"
done
