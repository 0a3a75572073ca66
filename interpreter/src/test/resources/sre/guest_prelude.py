# Makes `re` importable for the guest snippets: CPython's own re when it imports, else a package object over
# CPython's re/ directory whose compile and template hooks are the ones re/__init__.py defines.
import sys
if '/usr/lib/python3.11' not in sys.path:
    sys.path.append('/usr/lib/python3.11')
try:
    import re
except Exception:
    sys.modules.pop('re', None)
    re = type(sys)('re')
    re.__path__ = ['/usr/lib/python3.11/re']
    sys.modules['re'] = re
    from re import _compiler, _parser
    def _compile(pattern, flags=0):
        return _compiler.compile(pattern, flags)
    def _subx(pattern, template):
        template = _parser.parse_template(template, pattern)
        if not template[0] and len(template[1]) == 1:
            return template[1][0]
        def filter(match, template=template):
            return _parser.expand_template(template, match)
        return filter
    def _expand(pattern, match, template):
        return _parser.expand_template(_parser.parse_template(template, pattern), match)
    re.compile = _compile
    re._subx = _subx
    re._expand = _expand
    re.I, re.M, re.S, re.X, re.A = 2, 8, 16, 64, 256
