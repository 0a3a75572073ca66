# Which benchmark programs a script runs (sourced).
#
# Suites: "bench" is the eight programs in bench/ itself; "classics" the programs in bench/classics/, written
# in the manner of the pyperformance classics and never used to tune the VM; "all" is both; any other value
# is taken as a directory of programs; "stdlib" is bench/stdlib/, programs that spend their time in CPython's own
# standard library (re, json), so they need it installed.

# suite_dirs SUITE: the directories of SUITE, one a line; fails for an unknown suite
suite_dirs() {
  case "$1" in
    bench) echo "$HERE" ;;
    classics) echo "$HERE/classics" ;;
    stdlib) echo "$HERE/stdlib" ;;
    all) echo "$HERE"; echo "$HERE/classics" ;;
    *)
      [ -d "$1" ] && (cd "$1" && pwd) ;;
  esac
}

# select_programs DIR...: sets PROGRAMS to the paths of DIR/*.py, only those named in ONLY (an array of names
# without .py) when it is not empty
select_programs() {
  local dir f name o keep
  PROGRAMS=()
  for dir in "$@"; do
    for f in "$dir"/*.py; do
      [ -f "$f" ] || continue
      name="$(basename "$f" .py)"
      if [ ${#ONLY[@]} -gt 0 ]; then
        keep=0
        for o in "${ONLY[@]}"; do [ "$o" = "$name" ] && keep=1; done
        [ $keep = 1 ] || continue
      fi
      PROGRAMS+=("$f")
    done
  done
}

# program_names DIR...: the names of the programs in DIR..., for a message
program_names() { local dir; for dir in "$@"; do (cd "$dir" && ls *.py 2>/dev/null); done | sed 's/\.py$//' | tr '\n' ' '; }
