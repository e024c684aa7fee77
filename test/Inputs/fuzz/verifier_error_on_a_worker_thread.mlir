"builtin.module"() <{sym_name = "jit_train_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["stage"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "stage", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}, {}]>, tf.aliasing_output = 0 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}], function_type = (tensor<4x2x1024x1024xbf16>, tensor<4x64x1024xbf16>, tensor<4x64x1024xbf16>) -> (tensor<4x2x1024x1024xbf16>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}, {}]>}, {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg18: tensor<4x2x1024x1024xbf16>, %arg19: tensor<4x64x1024xbf16>, %arg20: tensor<4x64x1024xbf16>):
    %13:58 = "sdy.manual_computation"(%arg18, %arg19, %arg20) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"stage"}, {}, {}, {}]>, <@mesh, [{}, {}, {}]>, <@mesh, [{}, {}, {}]>]>, manual_axes = #sdy<manual_axes{"stage"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}]>, <@mesh, []>]>}> ({
    ^bb0(%arg79: tensor<1x2x1024x1024xbf16>, %arg80: tensor<4x64x1024xbf16>, %arg81: tensor<4x64x1024xbf16>):
      %201 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
      %202 = "stablehlo.constant"() <{value = dense<4> : tensor<ui32>}> : () -> tensor<ui32>
      %203 = "stablehlo.partition_id"() : () -> tensor<ui32>
      %204 = "stablehlo.divide"(%203, %201) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %205 = "stablehlo.remainder"(%204, %202) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
      %206 = "stablehlo.convert"(%205) : (tensor<ui32>) -> tensor<i32>
      %207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %209 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 1, 64, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %210 = "stablehlo.reshape"(%209) : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %211 = "stablehlo.reshape"(%arg79) : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %212 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %213 = "stablehlo.compare"(%206, %212) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %214 = "func.call"(%213, %210, %208) <{callee = @_where}> : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %215 = "stablehlo.slice"(%211) <{limit_indices = array<i64: 1, 1024, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %216 = "stablehlo.reshape"(%215) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %217 = "stablehlo.dot_general"(%214, %216) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %218 = "stablehlo.tanh"(%217) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %219 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %221 = "stablehlo.subtract"(%220, %218) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %222 = "stablehlo.slice"(%211) <{limit_indices = array<i64: 2, 1024, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %223 = "stablehlo.reshape"(%222) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %224 = "stablehlo.dot_general"(%218, %223) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %225 = "stablehlo.tanh"(%224) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %226 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %228 = "stablehlo.subtract"(%227, %225) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %229 = "stablehlo.collective_permute"(%225) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %230 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 2, 64, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %231 = "stablehlo.reshape"(%230) : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %232 = "stablehlo.reshape"(%arg79) : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %233 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %234 = "stablehlo.compare"(%206, %233) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %235 = "func.call"(%234, %231, %229) <{callee = @_where_0}> : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %236 = "stablehlo.slice"(%232) <{limit_indices = array<i64: 1, 1024, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %237 = "stablehlo.reshape"(%236) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %238 = "stablehlo.dot_general"(%235, %237) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %239 = "stablehlo.tanh"(%238) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %240 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %242 = "stablehlo.subtract"(%241, %239) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %243 = "stablehlo.slice"(%232) <{limit_indices = array<i64: 2, 1024, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %244 = "stablehlo.reshape"(%243) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %245 = "stablehlo.dot_general"(%239, %244) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %246 = "stablehlo.tanh"(%245) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %247 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %249 = "stablehlo.subtract"(%248, %246) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %250 = "stablehlo.collective_permute"(%246) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %251 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 3, 64, 1024>, start_indices = array<i64: 2, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %252 = "stablehlo.reshape"(%251) : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %253 = "stablehlo.reshape"(%arg79) : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %254 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %255 = "stablehlo.compare"(%206, %254) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %256 = "func.call"(%255, %252, %250) <{callee = @_where_0}> : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %257 = "stablehlo.slice"(%253) <{limit_indices = array<i64: 1, 1024, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %258 = "stablehlo.reshape"(%257) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %259 = "stablehlo.dot_general"(%256, %258) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %260 = "stablehlo.tanh"(%259) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %261 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %262 = "stablehlo.broadcast_in_dim"(%261) : (tensor<bf16>) -> tensor<64x1024xbf16>
      %263 = "stablehlo.subtract"(%262, %260) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %264 = "stablehlo.slice"(%253) <{limit_indices = array<i64: 2, 1024, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %265 = "stablehlo.reshape"(%264) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %266 = "stablehlo.dot_general"(%260, %265) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %267 = "stablehlo.tanh"(%266) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %270 = "stablehlo.subtract"(%269, %267) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %271 = "stablehlo.collective_permute"(%267) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %272 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 4, 64, 1024>, start_indices = array<i64: 3, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %273 = "stablehlo.reshape"(%272) : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %274 = "stablehlo.reshape"(%arg79) : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %275 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %276 = "stablehlo.compare"(%206, %275) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %277 = "func.call"(%276, %273, %271) <{callee = @_where_0}> : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %278 = "stablehlo.slice"(%274) <{limit_indices = array<i64: 1, 1024, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %279 = "stablehlo.reshape"(%278) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %280 = "stablehlo.dot_general"(%277, %279) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %281 = "stablehlo.tanh"(%280) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %282 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %284 = "stablehlo.subtract"(%283, %281) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %285 = "stablehlo.slice"(%274) <{limit_indices = array<i64: 2, 1024, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %286 = "stablehlo.reshape"(%285) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %287 = "stablehlo.dot_general"(%281, %286) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %288 = "stablehlo.tanh"(%287) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %289 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %291 = "stablehlo.subtract"(%290, %288) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %292 = "stablehlo.collective_permute"(%288) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %295 = "stablehlo.reshape"(%arg79) : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %296 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %297 = "stablehlo.compare"(%206, %296) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %298 = "func.call"(%297, %294, %292) <{callee = @_where_1}> : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %299 = "stablehlo.slice"(%295) <{limit_indices = array<i64: 1, 1024, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %300 = "stablehlo.reshape"(%299) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %301 = "stablehlo.dot_general"(%298, %300) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %302 = "stablehlo.tanh"(%301) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %303 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %305 = "stablehlo.subtract"(%304, %302) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %306 = "stablehlo.slice"(%295) <{limit_indices = array<i64: 2, 1024, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %307 = "stablehlo.reshape"(%306) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %308 = "stablehlo.dot_general"(%302, %307) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %309 = "stablehlo.tanh"(%308) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %310 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %312 = "stablehlo.subtract"(%311, %309) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %313 = "stablehlo.collective_permute"(%309) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %314 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %316 = "stablehlo.reshape"(%arg79) : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %317 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %318 = "stablehlo.compare"(%206, %317) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %319 = "func.call"(%318, %315, %313) <{callee = @_where_1}> : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %320 = "stablehlo.slice"(%316) <{limit_indices = array<i64: 1, 1024, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %321 = "stablehlo.reshape"(%320) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %322 = "stablehlo.dot_general"(%319, %321) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %323 = "stablehlo.tanh"(%322) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %324 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %326 = "stablehlo.subtract"(%325, %323) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %327 = "stablehlo.slice"(%316) <{limit_indices = array<i64: 2, 1024, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %328 = "stablehlo.reshape"(%327) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %329 = "stablehlo.dot_general"(%323, %328) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %330 = "stablehlo.tanh"(%329) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %331 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %333 = "stablehlo.subtract"(%332, %330) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %334 = "stablehlo.collective_permute"(%330) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %335 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %337 = "stablehlo.reshape"(%arg79) : (tensor<1x2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %338 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %339 = "stablehlo.compare"(%206, %338) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %340 = "func.call"(%339, %336, %334) <{callee = @_where_1}> : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %341 = "stablehlo.slice"(%337) <{limit_indices = array<i64: 1, 1024, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %342 = "stablehlo.reshape"(%341) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %343 = "stablehlo.dot_general"(%340, %342) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %344 = "stablehlo.tanh"(%343) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %345 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %347 = "stablehlo.subtract"(%346, %344) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %348 = "stablehlo.slice"(%337) <{limit_indices = array<i64: 2, 1024, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %349 = "stablehlo.reshape"(%348) : (tensor<1x1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %350 = "stablehlo.dot_general"(%344, %349) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %351 = "stablehlo.tanh"(%350) : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %352 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
      %354 = "stablehlo.subtract"(%353, %351) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %355 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %356 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %357 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %358 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %359 = "stablehlo.concatenate"(%355, %356, %357, %358) <{dimension = 0 : i64}> : (tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>, tensor<1x64x1024xbf16>) -> tensor<4x64x1024xbf16>
      %360 = "stablehlo.convert"(%359) : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %361 = "stablehlo.convert"(%arg81) : (tensor<4x64x1024xbf16>) -> tensor<4x64x1024xf32>
      %362 = "stablehlo.subtract"(%360, %361) : (tensor<4x64x1024xf32>, tensor<4x64x1024xf32>) -> tensor<4x64x1024xf32>
      %363 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %364 = "stablehlo.compare"(%206, %363) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %365 = "stablehlo.multiply"(%362, %362) : (tensor<4x64x1024xf32>, tensor<4x64x1024xf32>) -> tensor<4x64x1024xf32>
      %366 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %367 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64x1024xf32>
      %368 = "stablehlo.multiply"(%367, %362) : (tensor<4x64x1024xf32>, tensor<4x64x1024xf32>) -> tensor<4x64x1024xf32>
      %369 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %370 = "stablehlo.reduce"(%365, %369) <{dimensions = array<i64: 0, 1, 2>}> ({
      ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
        %385 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%385) : (tensor<f32>) -> ()
      }) : (tensor<4x64x1024xf32>, tensor<f32>) -> tensor<f32>
      %371 = "stablehlo.constant"() <{value = dense<2.621440e+05> : tensor<f32>}> : () -> tensor<f32>
      %372 = "stablehlo.divide"(%370, %371) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %373 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %374 = "func.call"(%364, %372, %373) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %375 = "stablehlo.all_reduce"(%374) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg82: tensor<f32>, %arg83: tensor<f32>):
        %384 = "stablehlo.add"(%arg82, %arg83) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%384) : (tensor<f32>) -> ()
      }) : (tensor<f32>) -> tensor<f32>
      %376 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
      %377 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
      %378 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
      %379 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
      %380 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
      %381 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
      %382 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
      %383 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
      "sdy.return"(%214, %218, %221, %223, %225, %228, %376, %237, %235, %239, %242, %244, %246, %249, %377, %258, %256, %260, %263, %265, %267, %270, %378, %279, %277, %281, %284, %286, %288, %291, %379, %300, %298, %302, %305, %307, %309, %312, %380, %321, %319, %323, %326, %328, %330, %333, %381, %342, %340, %344, %347, %349, %351, %354, %368, %382, %383, %375) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1xi1>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<1024x1024xbf16>, tensor<64x1024xbf16>, tensor<64x1024xbf16>, tensor<4x64x1024xf32>, tensor<1xf32>, tensor<1xi1>, tensor<f32>) -> ()
    }) : (tensor<4x2x1024x1024xbf16>, tensor<4x64x1024xbf16>, tensor<4x64x1024xbf16>) -> (tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<16x64x1024xf32>, tensor<4xf32>, tensor<4xi1>, tensor<f32>)
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "sdy.manual_computation"(%14, %13#0, %13#1, %13#2, %13#3, %13#4, %13#5, %13#6, %13#7, %13#8, %13#9, %13#10, %13#11, %13#12, %13#13, %13#14, %13#15, %13#16, %13#17, %13#18, %13#19, %13#20, %13#21, %13#22, %13#23, %13#24, %13#25, %13#26, %13#27, %13#28, %13#29, %13#30, %13#31, %13#32, %13#33, %13#34, %13#35, %13#36, %13#37, %13#38, %13#39, %13#40, %13#41, %13#42, %13#43, %13#44, %13#45, %13#46, %13#47, %13#48, %13#49, %13#50, %13#51, %13#52, %13#53, %13#54, %13#55, %13#56) <{in_shardings = #sdy.sharding_per_value<[<@mesh, []>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}]>]>, manual_axes = #sdy<manual_axes{"stage"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"stage"}, {}, {}, {}]>]>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<64x1024xbf16>, %arg23: tensor<64x1024xbf16>, %arg24: tensor<64x1024xbf16>, %arg25: tensor<1024x1024xbf16>, %arg26: tensor<64x1024xbf16>, %arg27: tensor<64x1024xbf16>, %arg28: tensor<1xi1>, %arg29: tensor<1024x1024xbf16>, %arg30: tensor<64x1024xbf16>, %arg31: tensor<64x1024xbf16>, %arg32: tensor<64x1024xbf16>, %arg33: tensor<1024x1024xbf16>, %arg34: tensor<64x1024xbf16>, %arg35: tensor<64x1024xbf16>, %arg36: tensor<1xi1>, %arg37: tensor<1024x1024xbf16>, %arg38: tensor<64x1024xbf16>, %arg39: tensor<64x1024xbf16>, %arg40: tensor<64x1024xbf16>, %arg41: tensor<1024x1024xbf16>, %arg42: tensor<64x1024xbf16>, %arg43: tensor<64x1024xbf16>, %arg44: tensor<1xi1>, %arg45: tensor<1024x1024xbf16>, %arg46: tensor<64x1024xbf16>, %arg47: tensor<64x1024xbf16>, %arg48: tensor<64x1024xbf16>, %arg49: tensor<1024x1024xbf16>, %arg50: tensor<64x1024xbf16>, %arg51: tensor<64x1024xbf16>, %arg52: tensor<1xi1>, %arg53: tensor<1024x1024xbf16>, %arg54: tensor<64x1024xbf16>, %arg55: tensor<64x1024xbf16>, %arg56: tensor<64x1024xbf16>, %arg57: tensor<1024x1024xbf16>, %arg58: tensor<64x1024xbf16>, %arg59: tensor<64x1024xbf16>, %arg60: tensor<1xi1>, %arg61: tensor<1024x1024xbf16>, %arg62: tensor<64x1024xbf16>, %arg63: tensor<64x1024xbf16>, %arg64: tensor<64x1024xbf16>, %arg65: tensor<1024x1024xbf16>, %arg66: tensor<64x1024xbf16>, %arg67: tensor<64x1024xbf16>, %arg68: tensor<1xi1>, %arg69: tensor<1024x1024xbf16>, %arg70: tensor<64x1024xbf16>, %arg71: tensor<64x1024xbf16>, %arg72: tensor<64x1024xbf16>, %arg73: tensor<1024x1024xbf16>, %arg74: tensor<64x1024xbf16>, %arg75: tensor<64x1024xbf16>, %arg76: tensor<4x64x1024xf32>, %arg77: tensor<1xf32>, %arg78: tensor<1xi1>):
      %20 = "stablehlo.reshape"(%arg28) : (tensor<1xi1>) -> tensor<i1>
      %21 = "stablehlo.reshape"(%arg36) : (tensor<1xi1>) -> tensor<i1>
      %22 = "stablehlo.reshape"(%arg44) : (tensor<1xi1>) -> tensor<i1>
      %23 = "stablehlo.reshape"(%arg52) : (tensor<1xi1>) -> tensor<i1>
      %24 = "stablehlo.reshape"(%arg60) : (tensor<1xi1>) -> tensor<i1>
      %25 = "stablehlo.reshape"(%arg68) : (tensor<1xi1>) -> tensor<i1>
      %26 = "stablehlo.reshape"(%arg77) : (tensor<1xf32>) -> tensor<f32>
      %27 = "stablehlo.reshape"(%arg78) : (tensor<1xi1>) -> tensor<i1>
      %28 = "func.call"(%27, %arg21) <{callee = @_where_3}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
      %29 = "stablehlo.divide"(%28, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x64x1024xf32>
      %31 = "stablehlo.multiply"(%30, %arg76) : (tensor<4x64x1024xf32>, tensor<4x64x1024xf32>) -> tensor<4x64x1024xf32>
      %32 = "stablehlo.convert"(%31) : (tensor<4x64x1024xf32>) -> tensor<4x64x1024xbf16>
      %33 = "stablehlo.slice"(%32) <{limit_indices = array<i64: 1, 64, 1024>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %34 = "stablehlo.reshape"(%33) : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %35 = "stablehlo.slice"(%32) <{limit_indices = array<i64: 2, 64, 1024>, start_indices = array<i64: 1, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %36 = "stablehlo.reshape"(%35) : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %37 = "stablehlo.slice"(%32) <{limit_indices = array<i64: 3, 64, 1024>, start_indices = array<i64: 2, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %38 = "stablehlo.reshape"(%37) : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %39 = "stablehlo.slice"(%32) <{limit_indices = array<i64: 4, 64, 1024>, start_indices = array<i64: 3, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x64x1024xbf16>) -> tensor<1x64x1024xbf16>
      %40 = "stablehlo.reshape"(%39) : (tensor<1x64x1024xbf16>) -> tensor<64x1024xbf16>
      %41 = "stablehlo.multiply"(%40, %arg75) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %42 = "stablehlo.multiply"(%41, %arg74) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %43 = "stablehlo.add"(%41, %42) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %44 = "stablehlo.dot_general"(%43, %arg71) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %45 = "stablehlo.transpose"(%44) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %46 = "stablehlo.dot_general"(%43, %arg73) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %47 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %49 = "stablehlo.pad"(%47, %48) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 1, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %50 = "stablehlo.multiply"(%46, %arg72) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %51 = "stablehlo.multiply"(%50, %arg71) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %52 = "stablehlo.add"(%50, %51) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %53 = "stablehlo.dot_general"(%52, %arg70) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %54 = "stablehlo.transpose"(%53) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %55 = "stablehlo.dot_general"(%52, %arg69) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %56 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %58 = "stablehlo.pad"(%56, %57) <{edge_padding_high = array<i64: 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %59 = "stablehlo.add"(%49, %58) : (tensor<2x1024x1024xbf16>, tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %60 = "func.call"(%25, %55) <{callee = @_where_4}> : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %61 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %62 = "stablehlo.collective_permute"(%60) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %63 = "stablehlo.add"(%38, %62) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %64 = "stablehlo.multiply"(%63, %arg67) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %65 = "stablehlo.multiply"(%64, %arg66) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %66 = "stablehlo.add"(%64, %65) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %67 = "stablehlo.dot_general"(%66, %arg63) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %68 = "stablehlo.transpose"(%67) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %69 = "stablehlo.dot_general"(%66, %arg65) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %70 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %72 = "stablehlo.pad"(%70, %71) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 1, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %73 = "stablehlo.multiply"(%69, %arg64) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %74 = "stablehlo.multiply"(%73, %arg63) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %75 = "stablehlo.add"(%73, %74) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %76 = "stablehlo.dot_general"(%75, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %77 = "stablehlo.transpose"(%76) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %78 = "stablehlo.dot_general"(%75, %arg61) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %79 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %81 = "stablehlo.pad"(%79, %80) <{edge_padding_high = array<i64: 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %82 = "stablehlo.add"(%72, %81) : (tensor<2x1024x1024xbf16>, tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %83 = "func.call"(%24, %78) <{callee = @_where_4}> : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %84 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %85 = "stablehlo.add"(%61, %84) : (tensor<1x2x1024x1024xbf16>, tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %86 = "stablehlo.collective_permute"(%83) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %87 = "stablehlo.add"(%36, %86) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %88 = "stablehlo.multiply"(%87, %arg59) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %89 = "stablehlo.multiply"(%88, %arg58) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %90 = "stablehlo.add"(%88, %89) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %91 = "stablehlo.dot_general"(%90, %arg55) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %92 = "stablehlo.transpose"(%91) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %93 = "stablehlo.dot_general"(%90, %arg57) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %94 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %96 = "stablehlo.pad"(%94, %95) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 1, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %97 = "stablehlo.multiply"(%93, %arg56) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %98 = "stablehlo.multiply"(%97, %arg55) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %99 = "stablehlo.add"(%97, %98) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %100 = "stablehlo.dot_general"(%99, %arg54) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %101 = "stablehlo.transpose"(%100) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %102 = "stablehlo.dot_general"(%99, %arg53) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %103 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %105 = "stablehlo.pad"(%103, %104) <{edge_padding_high = array<i64: 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %106 = "stablehlo.add"(%96, %105) : (tensor<2x1024x1024xbf16>, tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %107 = "func.call"(%23, %102) <{callee = @_where_4}> : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %108 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %109 = "stablehlo.add"(%85, %108) : (tensor<1x2x1024x1024xbf16>, tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %110 = "stablehlo.collective_permute"(%107) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %111 = "stablehlo.add"(%34, %110) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %112 = "stablehlo.multiply"(%111, %arg51) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %113 = "stablehlo.multiply"(%112, %arg50) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %114 = "stablehlo.add"(%112, %113) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %115 = "stablehlo.dot_general"(%114, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %116 = "stablehlo.transpose"(%115) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %117 = "stablehlo.dot_general"(%114, %arg49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %118 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %120 = "stablehlo.pad"(%118, %119) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 1, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %121 = "stablehlo.multiply"(%117, %arg48) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %122 = "stablehlo.multiply"(%121, %arg47) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %123 = "stablehlo.add"(%121, %122) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %124 = "stablehlo.dot_general"(%123, %arg46) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %125 = "stablehlo.transpose"(%124) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %126 = "stablehlo.dot_general"(%123, %arg45) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %127 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %128 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %129 = "stablehlo.pad"(%127, %128) <{edge_padding_high = array<i64: 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %130 = "stablehlo.add"(%120, %129) : (tensor<2x1024x1024xbf16>, tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %131 = "func.call"(%22, %126) <{callee = @_where_5}> : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %132 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %133 = "stablehlo.add"(%109, %132) : (tensor<1x2x1024x1024xbf16>, tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %134 = "stablehlo.collective_permute"(%131) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %135 = "stablehlo.multiply"(%134, %arg43) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %136 = "stablehlo.multiply"(%135, %arg42) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %137 = "stablehlo.add"(%135, %136) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %138 = "stablehlo.dot_general"(%137, %arg39) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %139 = "stablehlo.transpose"(%138) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %140 = "stablehlo.dot_general"(%137, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %141 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %143 = "stablehlo.pad"(%141, %142) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 1, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %144 = "stablehlo.multiply"(%140, %arg40) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %145 = "stablehlo.multiply"(%144, %arg39) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %146 = "stablehlo.add"(%144, %145) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %147 = "stablehlo.dot_general"(%146, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %148 = "stablehlo.transpose"(%147) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %149 = "stablehlo.dot_general"(%146, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %150 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %151 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %152 = "stablehlo.pad"(%150, %151) <{edge_padding_high = array<i64: 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %153 = "stablehlo.add"(%143, %152) : (tensor<2x1024x1024xbf16>, tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %154 = "func.call"(%21, %149) <{callee = @_where_5}> : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %155 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %156 = "stablehlo.add"(%133, %155) : (tensor<1x2x1024x1024xbf16>, tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %157 = "stablehlo.collective_permute"(%154) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %158 = "stablehlo.multiply"(%157, %arg35) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %159 = "stablehlo.multiply"(%158, %arg34) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %160 = "stablehlo.add"(%158, %159) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %161 = "stablehlo.dot_general"(%160, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %162 = "stablehlo.transpose"(%161) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %163 = "stablehlo.dot_general"(%160, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %164 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %166 = "stablehlo.pad"(%164, %165) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 1, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %167 = "stablehlo.multiply"(%163, %arg32) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %168 = "stablehlo.multiply"(%167, %arg31) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %169 = "stablehlo.add"(%167, %168) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %170 = "stablehlo.dot_general"(%169, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %171 = "stablehlo.transpose"(%170) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %172 = "stablehlo.dot_general"(%169, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %173 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %175 = "stablehlo.pad"(%173, %174) <{edge_padding_high = array<i64: 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %176 = "stablehlo.add"(%166, %175) : (tensor<2x1024x1024xbf16>, tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %177 = "func.call"(%20, %172) <{callee = @_where_5}> : (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %178 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %179 = "stablehlo.add"(%156, %178) : (tensor<1x2x1024x1024xbf16>, tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %180 = "stablehlo.collective_permute"(%177) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %181 = "stablehlo.multiply"(%180, %arg27) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %182 = "stablehlo.multiply"(%181, %arg26) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %183 = "stablehlo.add"(%181, %182) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %184 = "stablehlo.dot_general"(%183, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %185 = "stablehlo.transpose"(%184) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %186 = "stablehlo.dot_general"(%183, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
      %187 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %188 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %189 = "stablehlo.pad"(%187, %188) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 1, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %190 = "stablehlo.multiply"(%186, %arg24) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %191 = "stablehlo.multiply"(%190, %arg23) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %192 = "stablehlo.add"(%190, %191) : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
      %193 = "stablehlo.dot_general"(%192, %arg22) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<1024x1024xbf16>
      %194 = "stablehlo.transpose"(%193) <{permutation = array<i64: 1, 0>}> : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
      %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<1024x1024xbf16>) -> tensor<1x1024x1024xbf16>
      %196 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
      %197 = "stablehlo.pad"(%195, %196) <{edge_padding_high = array<i64: 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x1024x1024xbf16>, tensor<bf16>) -> tensor<2x1024x1024xbf16>
      %198 = "stablehlo.add"(%189, %197) : (tensor<2x1024x1024xbf16>, tensor<2x1024x1024xbf16>) -> tensor<2x1024x1024xbf16>
      %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      %200 = "stablehlo.add"(%179, %199) : (tensor<1x2x1024x1024xbf16>, tensor<1x2x1024x1024xbf16>) -> tensor<1x2x1024x1024xbf16>
      "sdy.return"(%200) : (tensor<1x2x1024x1024xbf16>) -> ()
    }) : (tensor<f32>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4xi1>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<4096x1024xbf16>, tensor<256x1024xbf16>, tensor<256x1024xbf16>, tensor<16x64x1024xf32>, tensor<4xf32>, tensor<4xi1>) -> tensor<4x2x1024x1024xbf16>
    %16 = "stablehlo.constant"() <{value = dense<1.000980e-02> : tensor<bf16>}> : () -> tensor<bf16>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<4x2x1024x1024xbf16>
    %18 = "stablehlo.multiply"(%17, %15) : (tensor<4x2x1024x1024xbf16>, tensor<4x2x1024x1024xbf16>) -> tensor<4x2x1024x1024xbf16>
    %19 = "stablehlo.subtract"(%arg18, %18) : (tensor<4x2x1024x1024xbf16>, tensor<4x2x1024x1024xbf16>) -> tensor<4x2x1024x1024xbf16>
    "func.return"(%19, %13#57) : (tensor<4x2x1024x1024xbf16>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<i1>, %arg16: tensor<64x1024xbf16>, %arg17: tensor<64x1024xbf16>):
    %12 = "stablehlo.select"(%arg15, %arg16, %arg17) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    "func.return"(%12) : (tensor<64x1024xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<64x1024xbf16>, %arg14: tensor<64x1024xbf16>):
    %11 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    "func.return"(%11) : (tensor<64x1024xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>, sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<i1>, %arg10: tensor<64x1024xbf16>, %arg11: tensor<64x1024xbf16>):
    %10 = "stablehlo.select"(%arg9, %arg10, %arg11) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    "func.return"(%10) : (tensor<64x1024xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i1>, %arg7: tensor<f32>, %arg8: tensor<f32>):
    %8 = "stablehlo.convert"(%arg8) : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%9) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<i1>, %arg5: tensor<f32>):
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.select"(%arg4, %arg5, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%7) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>, sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<i1>, %arg3: tensor<64x1024xbf16>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
    %5 = "stablehlo.select"(%arg2, %4, %arg3) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    "func.return"(%5) : (tensor<64x1024xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>, sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<64x1024xbf16>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<bf16>) -> tensor<64x1024xbf16>
    %2 = "stablehlo.select"(%arg0, %1, %arg1) : (tensor<i1>, tensor<64x1024xbf16>, tensor<64x1024xbf16>) -> tensor<64x1024xbf16>
    "func.return"(%2) : (tensor<64x1024xbf16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
