lines 15795
sha256 76106db6976ba499c916e3e7bc94ec972545d155e4f0ece21b479cae85a8f265
call <module> 0
call memo 2
return memo 9
call wrapper 4
call edit_distance 10
call wrapper 4
call edit_distance 10
call wrapper 4
call edit_distance 10
call wrapper 4
call edit_distance 10
call wrapper 4
call edit_distance 10
call wrapper 4
call edit_distance 10
call wrapper 4
call edit_distance 10
c_call edit_distance 13 len
c_return edit_distance 13 len
return edit_distance 13
return wrapper 7
call wrapper 4
call edit_distance 10
call wrapper 4
call edit_distance 10
c_call edit_distance 13 len
c_return edit_distance 13 len
return edit_distance 13
return wrapper 7
call wrapper 4
