# The low-level _thread module: locks, identities and start_new_thread.
import _thread

print(_thread.error is RuntimeError, _thread.TIMEOUT_MAX > 1e9, _thread.allocate is _thread.allocate_lock,
      _thread.get_native_id is _thread.get_ident, _thread.start_new is _thread.start_new_thread)
print(type(_thread.allocate_lock()) is _thread.LockType, _thread.LockType.__name__, _thread.RLock.__name__)
lock = _thread.allocate_lock()
print(lock.acquire(), lock.locked(), lock.acquire(False), lock.acquire(True, 0.01))
lock.release()
print(lock.locked())
r = _thread.RLock()
print(r.acquire(), r.acquire(), r._is_owned())
r.release()
r.release()
print(r._is_owned())

main_id = _thread.get_ident()
print(isinstance(main_id, int), main_id == _thread.get_ident(), _thread.get_native_id() > 0)

done = _thread.allocate_lock()
done.acquire()
results = []


def worker(a, b, *, scale=1):
    results.append((a + b) * scale)
    results.append(_thread.get_ident() != main_id)
    done.release()


ident = _thread.start_new_thread(worker, (1, 2), {"scale": 10})
done.acquire()
print(results, isinstance(ident, int))


def quits():
    try:
        _thread.exit()
    finally:
        done.release()


_thread.start_new_thread(quits, ())
done.acquire()
print("exit ended the thread quietly")

print(_thread.stack_size(), _thread.stack_size(0), _thread._count() >= 0)
for bad in [lambda: _thread.start_new_thread(1, ()), lambda: _thread.start_new_thread(worker, [1]),
            lambda: _thread.start_new_thread(worker, (), 1), lambda: _thread.stack_size(100)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

import reprlib
print(reprlib.repr(list(range(100))))
