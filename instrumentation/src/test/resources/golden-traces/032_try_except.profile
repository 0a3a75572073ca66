lines 101
sha256 7067f2516cd281fdfeada03129e06c730c7c5b5a7da24e77c631f20d2464afcb
call <module> 0
call attempt 2
call <lambda> 16
return <lambda> 16
c_call attempt 6 print
c_return attempt 6 print
c_call attempt 14 print
c_return attempt 14 print
return attempt 14
call attempt 2
call <lambda> 17
return <lambda> 17
c_call attempt 8 print
c_return attempt 8 print
c_call attempt 14 print
c_return attempt 14 print
return attempt 14
call attempt 2
call <lambda> 18
return <lambda> 18
c_call attempt 8 print
c_return attempt 8 print
c_call attempt 14 print
c_return attempt 14 print
return attempt 14
call attempt 2
call <lambda> 19
return <lambda> 19
c_call attempt 10 print
c_return attempt 10 print
