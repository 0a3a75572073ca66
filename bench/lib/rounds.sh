# Round sizes and round statistics shared by bench/detach/run and bench/optimize-steady (sourced). Both run a
# bench program as rounds (detach/rounds.py: the program executed again and again in one interpreter).

# rounds of about 0.3 s once compiled (for constraint_solver, whose puzzles differ a lot, four solves): long
# enough that a round's time is the program's and not the clock's, short enough for 40-odd rounds a JVM
round_size() {
  case "$1" in
    constraint_solver) echo "SIZE=4" ;;
    fannkuch) echo "SIZE=9 REPEAT=1" ;;
    nbody) echo "SIZE=120000" ;;
    pystone_like) echo "SIZE=150000" ;;
    raytracer) echo "SIZE=170" ;;
    scheduler) echo "SIZE=22000" ;;
    spectral_norm) echo "SIZE=300" ;;
    text_wordfreq) echo "SIZE=100000" ;;
  esac
}

# quartile_of FILE FROM TO: the lower quartile of the round times of rounds FROM..TO ("round N SECONDS" lines).
# The lower quartile, not the median: this machine has spells of seconds in which every round of any JVM runs
# up to 1.8x slower, and a spell only ever adds time; a steady difference is in every round.
quartile_of() {
  awk -v a="$2" -v b="$3" '$1 == "round" && $2 >= a && $2 <= b { print $3 }' "$1" | sort -g \
    | awk '{ x[NR] = $1 } END { if (NR == 0) print "nan"; else print x[int((NR - 1) / 4) + 1] }'
}
