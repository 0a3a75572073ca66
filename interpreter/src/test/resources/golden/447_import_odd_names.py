"""Module names with an empty part ('.', 'x.', 'a..b'): ModuleNotFoundError naming the first part that is missing,
before importlib is imported and after."""
import sys

NAMES = ['.', '..', '.foo', 'foo.', '..foo.bar', 'json.', 'os.', 'json..decoder', '/./']


def attempt():
    for n in NAMES:
        try:
            __import__(n, fromlist=['__doc__'])
        except Exception as e:
            print(n, type(e).__name__, e)


attempt()
import importlib
attempt()
