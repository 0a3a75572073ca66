# Timing helpers shared by bench/run and bench/trace (sourced; needs HERE, the bench directory).

now_ns() { date +%s%N; }

# time_once OUTFILE ERRFILE CMD... : runs CMD in the bench directory, prints seconds, returns its status
time_once() {
  local out="$1" err="$2"; shift 2
  local start end status=0
  start=$(now_ns)
  (cd "$HERE" && "$@") >"$out" 2>"$err" || status=$?
  end=$(now_ns)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f\n", (e - s) / 1e9 }'
  return $status
}

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# the least of the numbers (a machine's slow spells only ever add time)
minimum() { tr ' ' '\n' | grep -v '^$' | sort -g | head -1; }
