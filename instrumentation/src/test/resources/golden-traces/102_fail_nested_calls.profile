lines 53
sha256 e295c0f078e32d514e3972434e1cc5278b32ba1953837545238b70ae95912d5e
call <module> 0
call safe 15
call level_one 9
c_call level_one 10 print
c_return level_one 10 print
call level_two 5
c_call level_two 6 print
c_return level_two 6 print
call level_three 2
c_call level_three 3 print
c_return level_three 3 print
return level_three 4
return level_two 7
c_call level_one 14 print
c_return level_one 14 print
return level_one 14
return safe 19
c_call <module> 20 print
c_return <module> 20 print
call level_one 9
c_call level_one 10 print
c_return level_one 10 print
call level_two 5
c_call level_two 6 print
c_return level_two 6 print
call level_three 2
c_call level_three 3 print
c_return level_three 3 print
return level_three 4
return level_two 8
