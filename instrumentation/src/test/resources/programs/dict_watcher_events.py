# oracle: python3.12
# A watched dict's events for keys that are not str but equal one (CPython 3.12's dict watcher events, in the format
# of its _testcapi watcher), and the calls of the keys' __eq__, which a watcher must not change.
try:
    from _testcapi import add_dict_watcher, watch_dict, get_dict_watcher_events, clear_dict_watcher
except ImportError:
    pass  # frameweave's test gives the program these four


class K:
    eqs = 0

    def __init__(self, s):
        self.s = s

    def __hash__(self):
        return hash(self.s)

    def __eq__(self, other):
        K.eqs += 1
        return other == self.s if isinstance(other, str) else isinstance(other, K) and other.s == self.s

    def __repr__(self):
        return "K(%r)" % self.s


def counts(d):
    out = []
    for op, change in [
            ("store", lambda: d.__setitem__(K("x"), 2)),
            ("same value", lambda: d.__setitem__(K("x"), 2)),
            ("store new", lambda: d.__setitem__(K("y"), 3)),
            ("del", lambda: d.__delitem__(K("x"))),
            ("pop", lambda: d.pop(K("y"))),
            ("pop absent", lambda: d.pop(K("y"), None)),
            ("setdefault", lambda: d.setdefault(K("z"), 4)),
            ("setdefault present", lambda: d.setdefault(K("z"), 5)),
            ("update", lambda: d.update({K("z"): 5})),
            ("get", lambda: d.get(K("z"))),
            ("in", lambda: K("z") in d),
            ("str store", lambda: d.__setitem__("z", 6)),
            ("popitem", lambda: d.popitem()),
            ("clear", lambda: d.clear())]:
        before = K.eqs
        try:
            change()
        except KeyError:
            pass
        out.append("%s=%d" % (op, K.eqs - before))
    return " ".join(out)


plain = {"x": 1}
print("unwatched:", counts(plain), sorted(map(repr, plain)))
w = add_dict_watcher(0)
watched = {"x": 1}
watch_dict(w, watched)
print("watched:  ", counts(watched), sorted(map(repr, watched)))
for event in get_dict_watcher_events():
    print(event)
clear_dict_watcher(w)
