lines 74815
sha256 96ba6b05c23ad9d9cc4e910921b28bdaa0a881c07158ceb2303beeb2f21ad105
call <module> 0
call queens 2
call place 6
c_call place 13 add
c_return place 13 add
c_call place 13 add
c_return place 13 add
c_call place 13 add
c_return place 13 add
c_call place 13 append
c_return place 13 append
call place 6
c_call place 8 append
c_return place 8 append
return place 9
c_call place 15 remove
c_return place 15 remove
c_call place 15 remove
c_return place 15 remove
c_call place 15 remove
c_return place 15 remove
c_call place 15 pop
c_return place 15 pop
return place 10
return queens 17
c_call <module> 19 len
c_return <module> 19 len
c_call <module> 19 print
c_return <module> 19 print
call queens 2
