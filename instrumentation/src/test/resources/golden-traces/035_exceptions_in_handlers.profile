lines 65
sha256 e0878ea9d1cf604de06fa946d882d1d1ede9a7a44cb320e090dc00a438380581
call <module> 0
call reraiser 2
c_call reraiser 6 print
c_return reraiser 6 print
return reraiser 7
c_call <module> 12 repr
c_return <module> 12 repr
c_call <module> 12 print
c_return <module> 12 print
call handler_fails 14
return handler_fails 18
c_call <module> 23 repr
c_return <module> 23 repr
c_call <module> 23 repr
c_return <module> 23 repr
c_call <module> 23 print
c_return <module> 23 print
call else_fails 25
c_call else_fails 33 print
c_return else_fails 33 print
return else_fails 33
c_call <module> 38 print
c_return <module> 38 print
call reraise_named 40
return reraise_named 45
c_call <module> 50 print
c_return <module> 50 print
call nested_handlers 52
c_call nested_handlers 59 repr
c_return nested_handlers 59 repr
