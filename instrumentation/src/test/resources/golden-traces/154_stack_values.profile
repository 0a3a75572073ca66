lines 15453
sha256 e0557d5ddda57c8a0993278650b8c490e8bf65dbe82381df7c7ab81f076c2e08
call <module> 0
c_call <module> 7 __build_class__
call Box 7
return Box 16
c_return <module> 7 __build_class__
c_call <module> 20 __build_class__
call Guard 20
return Guard 28
c_return <module> 20 __build_class__
call mid_expression 33
c_call mid_expression 37 len
c_return mid_expression 37 len
c_call mid_expression 40 append
c_return mid_expression 40 append
c_call mid_expression 40 append
c_return mid_expression 40 append
c_call mid_expression 37 len
c_return mid_expression 37 len
c_call mid_expression 40 append
c_return mid_expression 40 append
c_call mid_expression 37 len
c_return mid_expression 37 len
c_call mid_expression 40 append
c_return mid_expression 40 append
c_call mid_expression 40 append
c_return mid_expression 40 append
return mid_expression 41
c_call <module> 116 print
c_return <module> 116 print
call nested_handlers 44
