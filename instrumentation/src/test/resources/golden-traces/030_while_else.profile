lines 2099
sha256 df18c4b39f7e786d15c7bfc7a16cff1d2dcefff40a062e2796ca0ebd6f588184
call <module> 0
c_call <module> 6 print
c_return <module> 6 print
c_call <module> 14 print
c_return <module> 14 print
c_call <module> 21 append
c_return <module> 21 append
c_call <module> 21 append
c_return <module> 21 append
c_call <module> 21 append
c_return <module> 21 append
c_call <module> 21 append
c_return <module> 21 append
c_call <module> 21 append
c_return <module> 21 append
c_call <module> 23 print
c_return <module> 23 print
call find_divisor 24
c_call find_divisor 32 print
c_return find_divisor 32 print
return find_divisor 32
call find_divisor 24
c_call find_divisor 28 print
c_return find_divisor 28 print
return find_divisor 29
call find_divisor 24
c_call find_divisor 32 print
c_return find_divisor 32 print
return find_divisor 32
call find_divisor 24
