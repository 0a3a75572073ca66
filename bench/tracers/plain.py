# The baseline: the program through the same harness, with nothing traced.
import sys
import harness

harness.run_program(sys.argv[1:])
