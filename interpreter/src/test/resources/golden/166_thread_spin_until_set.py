# A thread spins in a while loop until another thread changes what its condition reads: every loop back edge,
# the conditional one at the bottom of a while loop too, lets a waiting thread run.
import threading

done = False
def finish():
    global done
    done = True
t = threading.Thread(target=finish)
t.start()
while not done:
    pass
t.join()
print("while not done: ended")

count = 0
limit = 3
def count_up():
    global count
    for _ in range(limit):
        count += 1
t = threading.Thread(target=count_up)
t.start()
while count < limit:
    pass
t.join()
print("while count < limit: ended", count)

running = True
stop = None
def stopper():
    global stop
    stop = "now"
t = threading.Thread(target=stopper)
t.start()
while running and stop is None:
    pass
t.join()
print("while running and stop is None: ended", stop)

def spin_in_a_function():
    # in a function, which the VM compiles once warm
    flags = {"go": False}
    def go():
        flags["go"] = True
    t = threading.Thread(target=go)
    t.start()
    while not flags["go"]:
        pass
    t.join()
    return "function spin ended"
print(spin_in_a_function())
