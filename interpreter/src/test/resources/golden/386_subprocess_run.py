# subprocess.run from CPython's Lib: captured output, text mode, input, check, cwd, env, stderr to stdout
# golden: needs the standard library
# golden: needs _signal
import os
import subprocess
import sys

r = subprocess.run(['/bin/echo', 'hi'], capture_output=True)
print(r.args, r.returncode, r.stdout, r.stderr)

r = subprocess.run(['echo', 'found', 'on', 'PATH'], capture_output=True, text=True)
print(repr(r.stdout), r.returncode)

r = subprocess.run(['sh', '-c', 'exit 3'])
print('exit', r.returncode)
try:
    subprocess.run(['sh', '-c', 'echo out; echo err >&2; exit 5'], capture_output=True, check=True)
except subprocess.CalledProcessError as e:
    print('CalledProcessError', e.returncode, e.stdout, e.stderr)
    print(str(e))

r = subprocess.run(['cat'], input=b'fed\nto cat\n', capture_output=True)
print(r.stdout)
r = subprocess.run(['tr', 'a-z', 'A-Z'], input='text in, text out\n', capture_output=True, text=True)
print(repr(r.stdout))
big = ''.join('line %d\n' % i for i in range(20000))
r = subprocess.run(['cat'], input=big, capture_output=True, text=True)
print(len(big), len(r.stdout), r.stdout == big)

r = subprocess.run(['sh', '-c', 'echo one; echo two >&2; echo three'], stdout=subprocess.PIPE,
                   stderr=subprocess.STDOUT, text=True)
print(sorted(r.stdout.split()), r.stderr)

r = subprocess.run(['pwd'], cwd='/', capture_output=True, text=True)
print(repr(r.stdout))
r = subprocess.run(['sh', '-c', 'echo "$FW_ONLY-$HOME"'], env={'FW_ONLY': 'only'}, capture_output=True, text=True)
print(repr(r.stdout))
os.environ['FW_ADDED'] = 'added'
r = subprocess.run('echo $FW_ADDED', shell=True, capture_output=True, text=True)
print(repr(r.stdout))

for args in (['no-such-program-fw'], ['/no/such/dir/prog'], ['./386_subprocess_run.py']):
    try:
        subprocess.run(args)
    except OSError as e:
        print(type(e).__name__, e.errno, e.strerror, e.filename)
try:
    subprocess.run(['echo'], cwd='/no/such/dir')
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename)

print(subprocess.check_output(['echo', 'checked']))
print(repr(subprocess.getoutput('echo got; echo err >&2; exit 2')))
print(subprocess.getstatusoutput('exit 7'))
print(subprocess.call(['true']), subprocess.call(['false']))
sys.stdout.flush()
subprocess.run(['echo', 'inherited stdout'])
print('after')
