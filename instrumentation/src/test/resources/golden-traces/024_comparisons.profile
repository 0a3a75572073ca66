lines 105
sha256 3daeb14b67db663766244bb8732e41d3b497a21ed0af9ef3d58a5b131a90402a
call <module> 0
c_call <module> 3 print
c_return <module> 3 print
c_call <module> 4 print
c_return <module> 4 print
call val 7
c_call val 8 append
c_return val 8 append
return val 9
call val 7
c_call val 8 append
c_return val 8 append
return val 9
c_call <module> 11 print
c_return <module> 11 print
c_call <module> 12 clear
c_return <module> 12 clear
call val 7
c_call val 8 append
c_return val 8 append
return val 9
call val 7
c_call val 8 append
c_return val 8 append
return val 9
call val 7
c_call val 8 append
c_return val 8 append
return val 9
c_call <module> 13 print
