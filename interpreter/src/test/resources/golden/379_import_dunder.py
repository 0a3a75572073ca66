# golden: needs the standard library
# import os.path as the first import (os puts os.path in sys.modules itself), and __import__ as the import
# statement calls it: the top-level package of a dotted name, the module itself with a fromlist, relative names
import os.path
import sys

print(os.path.join("a", "b"), sys.modules["os.path"] is os.path)
print(__import__("json.decoder").__name__, __import__("json.decoder", fromlist=["x"]).__name__)
print(__import__("os.path", globals(), None, ("join",)).__name__)
print(__import__("xml.dom", fromlist=["minidom"]).minidom.__name__)
print(__import__("encoder", {"__package__": "json", "__name__": "json.x"}, None, ["x"], 1).__name__)
print(__import__("", {"__package__": "json", "__name__": "json.x"}, None, ["decoder"], 1).__name__)
for args in (("",), ("json", None, None, None, -1), ("x", {"__package__": ""}, None, None, 1)):
    try:
        __import__(*args)
    except (ValueError, ImportError) as e:
        print(type(e).__name__, e)
