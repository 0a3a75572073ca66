# golden: full stderr
# "coroutine ... was never awaited": the RuntimeWarning for a coroutine that dies before it started
import gc
import sys

async def co():
    return 1

class K:
    async def method(self):
        pass

c = co(); del c; gc.collect()
co(); gc.collect()
K().method(); gc.collect()
for i in range(3):
    co(); gc.collect()
def inner():
    co(); gc.collect()
inner()
started = co()
try:
    started.send(None)
except StopIteration as e:
    print('returned', e.value)
del started; gc.collect()
closed = co(); closed.close(); del closed; gc.collect()
thrown = co()
try:
    thrown.throw(ValueError('x'))
except ValueError as e:
    print('thrown', e)
del thrown; gc.collect()
refused = co()
try:
    refused.send(1)
except TypeError as e:
    print(e)
del refused; gc.collect()
async def driver():
    return await co()
d = driver()
try:
    d.send(None)
except StopIteration as e:
    print('driven', e.value)
del d; gc.collect()
async def agen():
    yield 1
a = agen(); del a; gc.collect()
def plain():
    yield 1
p = plain(); del p; gc.collect()
print(sorted(k[2] for k in __warningregistry__ if k != 'version'), __warningregistry__['version'])
sys.stdout.flush()
kept = co()
print('end')
