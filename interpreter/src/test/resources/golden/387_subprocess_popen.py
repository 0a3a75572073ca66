# subprocess.Popen from CPython's Lib: pipes, communicate with and without a timeout, wait, poll, signals, files
# golden: needs the standard library
# golden: needs _signal
import os
import signal
import subprocess
import tempfile
import time

p = subprocess.Popen(['cat'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
p.stdin.write(b'through the pipe\n')
p.stdin.close()
print(p.stdout.read(), p.wait(), p.returncode, p.poll())
p.stdout.close()

with subprocess.Popen(['sh', '-c', 'read x; echo "got $x"; echo "to err" >&2; exit 4'], stdin=subprocess.PIPE,
                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as p:
    out, err = p.communicate('hello\n')
print(repr(out), repr(err), p.returncode)

p = subprocess.Popen(['sh', '-c', 'echo early; exec sleep 30'], stdout=subprocess.PIPE)
print(p.poll())
print(p.stdout.readline())
try:
    p.communicate(timeout=0.2)
except subprocess.TimeoutExpired as e:
    print('TimeoutExpired', e.timeout, e.cmd)
p.kill()
out, _ = p.communicate()
print(out, p.returncode)

p = subprocess.Popen(['sleep', '30'])
p.terminate()
print('terminate', p.wait())
p = subprocess.Popen(['sleep', '30'])
p.send_signal(signal.SIGUSR1)
print('SIGUSR1', p.wait())
p.send_signal(signal.SIGUSR1)  # already waited for: nothing happens
try:
    p.wait(timeout=-1)
    print('wait on a finished process', p.returncode)
except subprocess.TimeoutExpired:
    print('unexpected timeout')
p = subprocess.Popen(['sleep', '30'])
try:
    p.wait(timeout=0.1)
except subprocess.TimeoutExpired as e:
    print('TimeoutExpired', e.timeout)
p.kill()
print('kill', p.wait())

try:
    subprocess.run(['sh', '-c', 'echo partial; exec sleep 30'], capture_output=True, timeout=0.5)
except subprocess.TimeoutExpired as e:
    print('run timeout', e.output, e.stdout)

with tempfile.TemporaryDirectory() as d:
    path = os.path.join(d, 'out.txt')
    with open(path, 'w') as f:
        subprocess.run(['echo', 'into a file'], stdout=f)
        subprocess.run(['sh', '-c', 'echo also stderr >&2'], stderr=f)
    with open(path) as f:
        print(repr(f.read()))
    with open(path, 'rb') as f:
        print(subprocess.run(['wc', '-l'], stdin=f, capture_output=True).stdout.split())
    print(subprocess.run(['cat'], stdin=subprocess.DEVNULL, capture_output=True).stdout)
    r = subprocess.run(['sh', '-c', 'echo gone; echo gone >&2'], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    print(r.stdout, r.stderr, r.returncode)

p1 = subprocess.Popen(['printf', 'b\\na\\nc\\n'], stdout=subprocess.PIPE)
p2 = subprocess.Popen(['sort'], stdin=p1.stdout, stdout=subprocess.PIPE)
p1.stdout.close()
print(p2.communicate()[0], p1.wait(), p2.returncode)

p = subprocess.Popen(['head', '-c', '5'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
out, _ = p.communicate(b'x' * 1000000)
print(out, p.returncode)

p = subprocess.Popen('exit 9', shell=True)
print(p.wait(), p.args)
p = subprocess.Popen(['true'])
while p.poll() is None:
    time.sleep(0.01)
print(p.returncode)
print(subprocess.Popen(['sh', '-c', 'kill -9 $$']).wait())
