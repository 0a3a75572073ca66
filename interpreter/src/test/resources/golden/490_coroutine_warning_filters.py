# golden: full stderr
# the "coroutine ... was never awaited" RuntimeWarning goes through the warnings filters and registries
import gc
import warnings

async def co():
    return 1

async def other():
    pass

def drop(f):
    f(); gc.collect()

print(warnings.filters[0][0], len(warnings.filters))
warnings.simplefilter("ignore")
drop(co)
print("ignored")
warnings.resetwarnings()
warnings.simplefilter("always")
for i in range(2):
    drop(co)
warnings.resetwarnings()
warnings.simplefilter("default")
for i in range(3):
    drop(co)
drop(other)
warnings.resetwarnings()
warnings.simplefilter("once")
for i in range(2):
    drop(co)
    drop(other)
warnings.resetwarnings()
warnings.filterwarnings("ignore", message="coroutine 'co'")
drop(co)
drop(other)
warnings.resetwarnings()
warnings.filterwarnings("ignore", category=RuntimeWarning, module="__main__")
drop(co)
warnings.resetwarnings()
warnings.filterwarnings("ignore", category=UserWarning)
drop(co)
warnings.resetwarnings()
warnings.filterwarnings("ignore", lineno=12)
drop(co)
c = co(); del c; gc.collect()
warnings.resetwarnings()
with warnings.catch_warnings():
    warnings.simplefilter("ignore", RuntimeWarning)
    drop(other)
print("after catch_warnings", warnings.filters == [])
reg = globals().get("__warningregistry__", {})
print(sorted((k[0][:20], k[1].__name__, k[2]) for k in reg if k != "version"))
print("end")
