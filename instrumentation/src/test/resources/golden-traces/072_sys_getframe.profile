lines 179
sha256 9ae844aa17a11a4fbe3c52985768a3214645bc3914a1174c2aad3b326152c808
call <module> 0
call outer 6
call inner 8
c_call inner 9 _getframe
c_return inner 9 _getframe
c_call inner 12 append
c_return inner 12 append
c_call inner 12 append
c_return inner 12 append
c_call inner 12 append
c_return inner 12 append
c_call inner 12 append
c_return inner 12 append
return inner 14
return outer 7
c_call <module> 15 print
c_return <module> 15 print
call where 3
c_call where 4 _getframe
c_return where 4 _getframe
return where 5
c_call <module> 16 print
c_return <module> 16 print
call report 17
call where 3
c_call where 4 _getframe
c_return where 4 _getframe
return where 5
c_call report 18 print
c_return report 18 print
