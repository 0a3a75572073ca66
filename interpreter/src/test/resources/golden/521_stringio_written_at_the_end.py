# StringIO collects text written at its end as it comes, and still reads, seeks, truncates, overwrites and pickles
import io
s = io.StringIO()
s.write("abc"); s.write("d\ne"); print(s.tell(), repr(s.getvalue()))
s.seek(1); s.write("X"); print(s.tell(), repr(s.getvalue()))
s.seek(0, 2); s.write("Z"); print(repr(s.getvalue()))
s = io.StringIO("hello"); s.write("J"); print(repr(s.getvalue()), s.tell())
s = io.StringIO(newline=None); s.write("a\r\nb\rc"); print(repr(s.getvalue()), s.newlines)
s = io.StringIO(); s.write("abc"); s.truncate(1); print(repr(s.getvalue()), s.tell()); s.write("q"); print(repr(s.getvalue()))
s = io.StringIO(); s.write("abc"); s.seek(0); print(s.read()); s.seek(0); s.truncate(); s.write("new"); print(repr(s.getvalue()))
s = io.StringIO(); s.write("x"); s.seek(5); s.write("y"); print(repr(s.getvalue()))
s = io.StringIO(); s.write("line1\nline2\n"); s.seek(0); print(list(s))
import pickle; s = io.StringIO(); s.write("pick"); t = pickle.loads(pickle.dumps(s)); print(t.getvalue(), t.tell())
