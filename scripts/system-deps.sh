#!/usr/bin/env bash
# Brings this machine to what the test suite needs from the system (Debian packages), before `npm test` runs.
#   - installs what is missing with apt-get when it may (root or password-less sudo; TEST_NO_INSTALL=1 forbids it);
#   - otherwise names what is missing and which tests are skipped for it;
#   - with TEST_REQUIRE_ALL=1 (set by .ci/run) anything still missing is an error: CI must not skip a test.
# The tests start their own Redis and nginx on loopback ports; no daemon is started or assumed here.
set -uo pipefail

chromium_bin="${CHROMIUM_PATH:-/usr/bin/chromium}"

# tool | how to find it | Debian packages | tests that need it (fields split on '|': a probe must not contain one)
tools=(
  "Chromium|test -x '$chromium_bin'|chromium fonts-dejavu-core|end-to-end tests (Playwright: tests/e2e, every project)"
  "redis-server|test -x '${REDIS_SERVER_PATH:-/usr/bin/redis-server}'|redis-server|Redis integration tests (tests/integration/*redis*) and the instances (tests/e2e-instances)"
  "nginx|PATH=\"$PATH:/usr/sbin\" command -v nginx|nginx-light|the deploy recipe test behind nginx"
  "Java|command -v java|default-jre-headless|the W3C HTML checker (vnu-jar)"
)

missing_names=() missing_pkgs=() missing_tests=()
check() {
  missing_names=() missing_pkgs=() missing_tests=()
  for row in "${tools[@]}"; do
    IFS='|' read -r name probe pkgs tests extra <<<"$row"
    if [ -z "$pkgs" ] || [ -n "$extra" ]; then echo "system-deps.sh: malformed row: $row" >&2; exit 2; fi
    if ! bash -c "$probe" >/dev/null 2>&1; then
      missing_names+=("$name") missing_pkgs+=($pkgs) missing_tests+=("$name → $tests")
    fi
  done
}

check
if [ ${#missing_names[@]} -eq 0 ]; then
  echo "system: Chromium, redis-server, nginx and Java are present"
  exit 0
fi

sudo_cmd=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo_cmd="sudo -n"; fi
if [ "${TEST_NO_INSTALL:-}" != "1" ] && command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || [ -n "$sudo_cmd" ]; }; then
  echo "system: installing ${missing_pkgs[*]} (Debian packages the tests need)"
  export DEBIAN_FRONTEND=noninteractive
  $sudo_cmd apt-get update -qq >/dev/null && $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing_pkgs[@]}" >/dev/null \
    || echo "system: apt-get could not install everything" >&2
  check
fi

if [ ${#missing_names[@]} -eq 0 ]; then
  echo "system: Chromium, redis-server, nginx and Java are present"
  exit 0
fi
echo "system: missing ${missing_names[*]}; these tests are skipped:" >&2
printf '  - %s\n' "${missing_tests[@]}" >&2
echo "  install with: apt-get install ${missing_pkgs[*]}" >&2
if [ "${TEST_REQUIRE_ALL:-}" = "1" ]; then
  echo "system: TEST_REQUIRE_ALL=1 (CI): no test may be skipped" >&2
  exit 1
fi
exit 0
