# Runs until a file named "stop" appears in its directory. "# AT:" markers name lines.


def stop_file_exists():
    try:
        open("stop").close()
        return True
    except OSError:
        return False


count = 0
print("looping", flush=True)
while not stop_file_exists():  # AT:loop
    count += 1  # AT:count
print("counted", count > 0)
