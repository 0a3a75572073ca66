lines 103
sha256 9eeb39009025bc3b2c86945055cd7ef06d6b67ed1d2884731973c3375f442c50
call <module> 0
c_call <module> 2 print
c_return <module> 2 print
c_call <module> 3 print
c_return <module> 3 print
call <listcomp> 5
return <listcomp> 5
c_call <module> 5 print
c_return <module> 5 print
call t 7
c_call t 8 append
c_return t 8 append
return t 9
c_call <module> 10 print
c_return <module> 10 print
c_call <module> 11 clear
c_return <module> 11 clear
call t 7
c_call t 8 append
c_return t 8 append
return t 9
c_call <module> 12 print
c_return <module> 12 print
c_call <module> 13 clear
c_return <module> 13 clear
call t 7
c_call t 8 append
c_return t 8 append
return t 9
call t 7
