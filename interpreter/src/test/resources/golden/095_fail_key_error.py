# Fails on purpose: KeyError from a missing configuration key.
DEFAULTS = {"host": "localhost", "port": 8080}
def load(overrides):
    cfg = dict(DEFAULTS)
    cfg.update(overrides)
    return cfg
cfg = load({"port": 9000, "debug": True})
for key in ["host", "port", "debug"]:
    print(key, "=", cfg[key])
def describe(cfg):
    return f"{cfg['host']}:{cfg['port']}"
print(describe(cfg))
users = {"ann": {"role": "admin"}, "bob": {"role": "user"}}
for name in sorted(users):
    print(name, users[name]["role"])
counts = {}
for word in "a b a c".split():
    counts[word] = counts.get(word, 0) + 1
print(counts)
print("timeout:", cfg["timeout"])
print("not reached")
