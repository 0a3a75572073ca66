# The tracer harness of the golden-program traces: runs one of the interpreter's golden programs under
# sys.settrace ("trace") or sys.setprofile ("profile") and writes the events of its own code (the program and the
# helper modules beside it) to a file, one per line: "event function line", with the exception's type for
# 'exception' and the builtin's name for 'c_call', 'c_return' and 'c_exception'. Written in the subset frameweave
# runs: CPython 3.11 runs it to make the expected traces (regen.py), frameweave's test runs it under the agent
# (GoldenProgramTracesTest).
#
#   trace_golden.py trace|profile PROGRAM OUTPUT [ARG...]
import sys

mode = sys.argv[1]
program = sys.argv[2]
output = sys.argv[3]
folder = program[:program.rfind("/")]
events = []


def tracer(frame, event, arg):
    code = frame.f_code
    if not code.co_filename.startswith(folder + "/"):
        return None
    if event == "exception":
        events.append("exception " + code.co_name + " " + str(frame.f_lineno) + " " + arg[0].__name__)
    elif event.startswith("c_"):
        events.append(event + " " + code.co_name + " " + str(frame.f_lineno) + " " + arg.__name__)
    else:
        events.append(event + " " + code.co_name + " " + str(frame.f_lineno))
    return tracer


source = open(program).read()
sys.argv = [program] + sys.argv[4:]
sys.path.insert(0, folder)
try:
    code = compile(source, program, "exec")
except SyntaxError as e:
    code = None
    ended = "not compiled: " + type(e).__name__
if code is not None:
    ended = "returned"
    if mode == "profile":
        sys.setprofile(tracer)
    else:
        sys.settrace(tracer)
    try:
        exec(code, {"__name__": "__main__", "__file__": program})
    except SystemExit:
        ended = "exited"
    except BaseException as e:
        ended = "raised " + type(e).__name__
    sys.settrace(None)
    sys.setprofile(None)
sys.stdout.flush()
out = open(output, "w")
out.write("\n".join(events) + "\n" + ended + "\n")
out.close()
