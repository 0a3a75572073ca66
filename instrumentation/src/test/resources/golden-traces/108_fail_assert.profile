lines 31
sha256 0bf41e7085ccaa2447d546f923b06e9245e834927869b97d5ba4a90d8729186e
call <module> 0
call mean 2
c_call mean 4 sum
c_return mean 4 sum
c_call mean 4 len
c_return mean 4 len
return mean 4
c_call <module> 5 print
c_return <module> 5 print
call mean 2
return mean 3
c_call <module> 9 print
c_return <module> 9 print
call check_sorted 10
return check_sorted 13
c_call <module> 14 print
c_return <module> 14 print
c_call <module> 16 sort
c_return <module> 16 sort
call check_sorted 10
return check_sorted 13
c_call <module> 17 print
c_return <module> 17 print
c_call <module> 21 print
c_return <module> 21 print
c_call <module> 21 print
c_return <module> 21 print
c_call <module> 21 print
c_return <module> 21 print
return <module> 22
