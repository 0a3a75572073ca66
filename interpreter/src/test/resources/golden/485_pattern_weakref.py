# compiled patterns take weak references, as CPython's do
import re
import weakref

pat = re.compile("ab+c")
proxy = weakref.proxy(pat)
print(proxy.findall("QabbbcR"), weakref.ref(pat)() is pat, proxy.pattern)
